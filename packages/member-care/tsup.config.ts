import { featureConfig } from '@clorofil/tsup-config';

export default featureConfig();
