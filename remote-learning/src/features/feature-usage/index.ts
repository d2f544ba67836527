export { useRecordFeatureVisit, LEARNING_FEATURES } from './record-feature-visit';
