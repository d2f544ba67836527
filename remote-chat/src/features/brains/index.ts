export { useGetBrainsQuery, fetchBrains, LOAD_BRAINS_ERROR, type Brain } from './api/brains-api';
