/** Docs generated from the OpenAPI specs live under docs/api/<spec>/. */
export function isApiDoc(docId: string): boolean {
  return docId.startsWith('api/');
}
