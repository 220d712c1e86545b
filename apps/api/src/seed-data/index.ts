// Seed data of the reference API: plain data and small pure helpers, no I/O at import time.
export * from './provinces.js';
export * from './profile-items.js';
export * from './publisher.js';
export * from './content-pages.js';
export * from './faq.js';
export * from './reward-categories.js';
export * from './rewards.js';
export * from './reward-images.js';
export * from './wheel.js';
export * from './demo-history.js';
export * from './demo-commissions.js';
export * from './demo-members.js';
export * from './notifications.js';
export * from './demo-missions.js';
