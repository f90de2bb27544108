/** Types of the parts of structured-data-testing-tool (which ships none) that the tests use. */
declare module 'structured-data-testing-tool' {
  export interface SdttTest {
    test: string;
    expect?: unknown;
    warning?: boolean;
    description?: string;
    type?: 'jsonld' | 'microdata' | 'rdfa' | 'metatag' | 'any';
  }
  export interface SdttPreset {
    name: string;
    description?: string;
    schema?: string;
    tests?: SdttTest[];
    presets?: SdttPreset[];
  }
  export interface SdttResult {
    passed: SdttTest[];
    failed: SdttTest[];
    warnings: SdttTest[];
    schemas: string[];
  }
  export function structuredDataTest(input: string, options?: { presets?: SdttPreset[]; schemas?: string[]; tests?: SdttTest[] }): Promise<SdttResult>;
}

declare module 'structured-data-testing-tool/presets' {
  import type { SdttPreset } from 'structured-data-testing-tool';
  export const Google: SdttPreset;
}
