import type { RouteProps } from "../app/route-table.ts";
import { FaqSubjectPage } from "../features/support/faq-subject.tsx";

/** /faq/{subject}: one subject's questions and answers. */
export default function FaqSubjectRoute({ params }: RouteProps) {
  return <FaqSubjectPage subject={params["subject"] ?? ""} />;
}
