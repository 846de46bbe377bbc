/**
 * Thrown for any invalid filter, sort or list parameter. The HTTP layer maps it to 400 with the
 * generic message and `data: {}`; `message` is for logs and tests only.
 */
export class FilterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FilterError';
  }
}
