/** A method of PGlite or of one of its transactions, bound to its instance. */
export type BoundMethod = (...args: never[]) => unknown;

/**
 * `target` with each method passed through `wrap` (which answers it as is or a replacement).
 * WHY bound: PGlite keeps its state in private fields, so its methods must run on the instance
 * itself, never on the proxy.
 */
export const wrappingMethods = <T extends object>(target: T, wrap: (property: PropertyKey, method: BoundMethod) => unknown): T =>
  new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === "function" ? wrap(property, value.bind(object) as BoundMethod) : value;
    },
  });
