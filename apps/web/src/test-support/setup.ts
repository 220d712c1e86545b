import { configure } from '@testing-library/react';

// The first test of a file imports the lazy layouts and pages cold; on a busy machine that can
// take longer than Testing Library's one-second default.
configure({ asyncUtilTimeout: 5000 });
