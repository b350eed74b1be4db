/**
 * A value of each JSON type, with the edges of each (issue 40): the fuzz tests send every one to every
 * field of the contract's schemas and of the API's calls, a field at a time.
 */
export const everyJsonType: readonly unknown[] = [null, true, 0, -1, 1.5, 1e308, '', '   ', 'x', [], {}, [1], { a: 1 }];
