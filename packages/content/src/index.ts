// Public surface of @clorofil/content: only the feature object. Pages are never exported here:
// they are lazy chunks behind `contentFeature.routes`.
export { contentFeature } from './feature';
