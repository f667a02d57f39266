/**
 * One document of the content service as the store hands it over: a `content_documents` row
 * (FAQ entry or bundle text) with its `data` fields, before it is shaped for the wire.
 */
export interface StoredContentDocument {
  readonly id: string;
  readonly uid: string;
  /** `faq` | `bundle` (any custom type works the same way). */
  readonly type: string;
  /** `fr-fr` | `es-es` | `nl-nl`. */
  readonly lang: string;
  readonly tags: ReadonlyArray<string>;
  readonly data: Readonly<Record<string, unknown>>;
  readonly firstPublicationDate: Date;
  readonly lastPublicationDate: Date;
}
