/** Types of install.cjs: the search configuration's dictionary files. */
export declare function dictionaryFiles(dir?: string): Record<string, string>;
export declare function installDictionary(target: string | ((name: string, text: string) => void), dir?: string): void;
