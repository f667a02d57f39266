/** The fast-check seed of this run: random, or FC_SEED to replay a failure. */
export const propertySeed = (name: string): number => {
  const seed = process.env["FC_SEED"] === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(process.env["FC_SEED"]);
  console.log(`${name}: FC_SEED=${seed}`);
  return seed;
};
