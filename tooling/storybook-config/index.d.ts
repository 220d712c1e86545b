export declare function storyGlobs(options: { root: string; configDir: string; only?: string }): string[];
export declare const sourceCondition: '@clorofil/source';
export declare const addons: string[];
export declare const framework: { name: '@storybook/react-vite'; options: Record<string, never> };
