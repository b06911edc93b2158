declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
declare const __BUILD_LABEL__: string;
declare module '*.css';
