import type { Options } from 'tsup';

export interface FeatureConfigOptions {
  /** Libraries of this feature alone that stay imports (e.g. `/^keen-slider/`). */
  external?: (string | RegExp)[];
}

export declare function featureConfig(options?: FeatureConfigOptions): Options;
export declare function libraryConfig(options: Options): Options;
