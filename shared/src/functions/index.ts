export { FUNCTION_ERROR_CODES, isFunctionErrorCode, type FunctionErrorCode } from './error-codes';
export {
  callFunction,
  currentAccessToken,
  FunctionError,
  functionErrorFrom,
  NotSignedInError,
  postFunction,
  readJson,
  USER_KEY_HEADER,
  type FunctionCall,
} from './call-function';
export {
  API_KEY_FORMAT,
  API_KEY_STORAGE_KEY,
  clearStoredApiKey,
  readStoredApiKey,
  storeApiKey,
} from './provider-key-storage';
export { generateImage } from './generate-image';
