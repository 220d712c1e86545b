/** $CHROMIUM_PATH, else Debian's headless shell when installed, else Debian's Chromium. */
export declare function chromiumPath(): string;
/** Switches for a test browser. */
export declare const CHROMIUM_ARGS: readonly string[];
