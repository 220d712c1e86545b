// The shared harness's Vitest set-up (Testing Library's patience on a loaded machine), and the
// layout jsdom lacks that the console's rich-text editor measures.
import '@clorofil/auth/testing/vitest-setup';
import { layOutForRichText } from '@clorofil/ui-rtl/testing';

layOutForRichText();
