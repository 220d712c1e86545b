/// <reference path="./pglite.d.ts" />
import type { TestProject } from 'vitest/node';
export function provideDumps(project: Pick<TestProject, 'provide'>, dumps: Record<string, Blob>): Promise<() => void>;
export const COPY_SHARED_BUFFERS: string;
export function readyForCopies(pglite: { exec(query: string): Promise<unknown> }): Promise<void>;
