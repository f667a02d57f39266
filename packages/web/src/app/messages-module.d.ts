declare module "virtual:proshop-messages/*" {
  import type { MessageTree } from "@proshop/core";

  const messages: MessageTree;
  export default messages;
}

declare module "virtual:proshop-reporting-messages/*" {
  import type { MessageTree } from "@proshop/core";

  const messages: MessageTree;
  export default messages;
}
