import { libraryConfig } from '@clorofil/tsup-config';

export default libraryConfig({
  entry: { index: 'src/index.ts' },
  external: [/^react/, 'lucide-react'],
});
