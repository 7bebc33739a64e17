import type { RsbuildPlugin } from '@rsbuild/core';

export declare const EXAMPLE_REMOTE_PATH: string;
export declare const EXAMPLE_REMOTE_ROOT: string;
export declare function pluginExampleRemote(): RsbuildPlugin;
