export const NODE_VERSION: string;
export const SUITES: string[];
export function defaultPrefix(version: string): string;
export function installNode(version: string, prefix?: string): string;
export function checkNode(binary: string, version: string): void;
export function runSuites(binary: string, version: string, args: string[]): number;
