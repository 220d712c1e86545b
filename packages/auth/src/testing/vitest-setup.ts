import { configure } from '@testing-library/react';

// Up to seven engineers share two cores: a lazy page's first import or a sign-in round trip can
// take seconds, not Testing Library's default one.
configure({ asyncUtilTimeout: 8000 });
