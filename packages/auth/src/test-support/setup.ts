import { configure } from '@testing-library/react';

// Up to seven engineers share two cores: a sign-in round trip can take seconds, not the default 1.
configure({ asyncUtilTimeout: 8000 });
