/** The version of this Pinqi package (kept equal to package.json's by a test). */
export const version = '0.1.0';
