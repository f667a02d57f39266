import { ZoomDeliveredClient, type ApiCallFailed } from "@proshop/core";
import { Effect } from "effect";
import type { CommandContext } from "../context.ts";
import type { CliApi } from "../session/api.ts";

/**
 * Runs a Zoom! Delivered call with the command's session (token, acting company) and the
 * CLI's spinner and failures: core's ZoomDeliveredClient over the same runtime as ApiClient.
 */
export const callZoom = <A>(
  context: CommandContext,
  api: CliApi,
  command: string,
  use: (client: ZoomDeliveredClient["Service"]) => Effect.Effect<A, ApiCallFailed>,
): Promise<A> =>
  api.callEffect(
    context.t("cli.progress.loading"),
    ZoomDeliveredClient.use(use).pipe(
      Effect.provide(
        ZoomDeliveredClient.layer({
          baseUrl: context.server.replace(/\/+$/, ""),
          // The CLI sends no public form, so it never signs one.
          formSigningSecret: "",
          currentLocation: () => `cli:${command}`,
        }),
      ),
    ),
  );
