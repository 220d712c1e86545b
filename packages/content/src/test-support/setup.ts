import { configure } from '@testing-library/react';

// Pages are lazy chunks: the first import in a cold worker, on two shared cores, can take longer
// than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });
