/** The email builder token, for the builder and the templates page (gallery calls). */
export { builderHeaders, callWithBuilderToken, getBuilderToken, isBuilderTokenRefusal, readStoredBuilderToken, type BuilderToken } from './builderToken';
export { useBuilderToken } from './useBuilderToken';
