/** `window.dataLayer`, the array a tag manager reads (created when missing). */
export const pushToDataLayer = (event: object): void => {
  const target = window as unknown as { dataLayer?: object[] };
  target.dataLayer ??= [];
  target.dataLayer.push(event);
};
