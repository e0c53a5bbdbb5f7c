import { unstable_useContentManagerContext as useContentManagerContext } from '@strapi/content-manager/strapi-admin';
import { useForm } from '@strapi/strapi/admin';
import { generateNKeysBetween } from 'fractional-indexing';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import type { DocumentAction, DocumentActionProps } from './types';

type Values = Record<string, unknown>;
interface Relation extends Values {
  __temp_key__?: string;
}
interface RelationValue {
  connect?: Relation[];
  disconnect?: Relation[];
}
type Attributes = Record<string, { type?: string; relation?: string; target?: string }>;

/** The new record open in the page (not in a relation modal): how to add a relation to its form. */
interface RootForm {
  model: string;
  attributes: Attributes;
  getValues(): Values;
  onChange(field: string, value: unknown): void;
}

/** The page's own form while it is a new, unsaved record; none while it shows a stored one. */
let rootForm: RootForm | null = null;
/** A record being created in a relation modal, from Save until the modal shows it stored. */
let pending: { model: string; until: number } | null = null;
/** How long after Save the created record is waited for (the create request and the modal's reload). */
const PENDING_MS = 30_000;

/** Relations that hold one record: picking another replaces it, as the Content Manager's own field does. */
const ONE_WAY = ['oneToOne', 'manyToOne', 'oneWay'];

/**
 * "Create a relation" from a relation field opens the related type's form in a modal. Strapi 5.54 links
 * what it creates to the record being edited only when that record is already stored (it updates the
 * stored record); from a new event, the organizer was saved and then not attached, with no word. This
 * finishes the job for a new record: once the modal shows the created record, it is added to the page
 * form's field (the field whose relation targets its type), as if the editor had picked it, and saving
 * the event stores the link.
 *
 * The modal's actions render with the related type's props; the page's actions with the page's own type
 * and document (the URL's). That is how the two are told apart.
 */
export function attachCreatedRelations(Save: DocumentAction): DocumentAction {
  const Attaching: DocumentAction = (props) => {
    const inModal = useIsInModal(props);
    useRootForm(props, inModal);
    useAttachWhenStored(props, inModal);
    const description = Save(props);
    if (!description?.onClick || !inModal || props.documentId) return description;
    const onClick = description.onClick;
    return {
      ...description,
      onClick: (event) => {
        pending = { model: props.model, until: Date.now() + PENDING_MS };
        return onClick(event);
      },
    };
  };
  Attaching.type = Save.type;
  Attaching.position = Save.position;
  return Attaching;
}

function useIsInModal(props: DocumentActionProps): boolean {
  const { slug, id } = useParams<{ slug?: string; id?: string }>();
  return props.model !== slug || (props.documentId ?? 'create') !== (id ?? 'create');
}

/** The page's form, while it is a new record, kept where the modal's Save can reach it. */
function useRootForm(props: DocumentActionProps, inModal: boolean): void {
  const context = useContentManagerContext();
  const isNewRoot = !inModal && !props.documentId;
  const attributes = context.contentType?.attributes as Attributes | undefined;
  const { getValues, onChange } = context.form as unknown as Pick<RootForm, 'getValues' | 'onChange'>;
  useEffect(() => {
    if (!isNewRoot || !attributes) return;
    const form: RootForm = { model: props.model, attributes, getValues, onChange };
    rootForm = form;
    return () => {
      if (rootForm === form) rootForm = null;
    };
  }, [isNewRoot, attributes, getValues, onChange, props.model]);
}

/** In the modal: once the record created by its Save is shown stored, adds it to the page's new record. */
function useAttachWhenStored(props: DocumentActionProps, inModal: boolean): void {
  const document = props.document as Values | undefined;
  const stored = inModal && props.documentId && document?.documentId === props.documentId;
  useEffect(() => {
    if (!stored || !pending || pending.model !== props.model) return;
    const expired = Date.now() > pending.until;
    pending = null;
    if (!expired && rootForm && document) attach(rootForm, props.model, document);
  }, [stored, props.model, document]);
}

function attach(form: RootForm, model: string, document: Values): void {
  const fields = Object.entries(form.attributes).filter(([, attribute]) => attribute.type === 'relation' && attribute.target === model);
  // Two fields of the same type (none in the calendar's forms): which one the modal came from is unknown.
  if (fields.length !== 1) return;
  const [name, attribute] = fields[0]!;
  const value = (form.getValues()[name] ?? {}) as RelationValue;
  const connected = value.connect ?? [];
  if (connected.some((relation) => (relation.apiData as Values | undefined)?.documentId === document.documentId)) return;
  const mainField = ['title', 'name'].find((field) => typeof document[field] === 'string') ?? 'documentId';
  const locale = typeof document.locale === 'string' ? document.locale : undefined;
  const last = connected.at(-1)?.__temp_key__ ?? null;
  const item: Relation = {
    id: document.id,
    apiData: { id: document.id, documentId: document.documentId, locale, isTemporary: true },
    status: document.status,
    __temp_key__: generateNKeysBetween(last, null, 1)[0],
    [mainField]: document[mainField],
    label: document[mainField],
    href: `../collection-types/${model}/${String(document.documentId)}?${locale ? `plugins[i18n][locale]=${locale}` : ''}`,
  };
  const oneWay = ONE_WAY.includes(attribute.relation ?? '');
  form.onChange(`${name}.connect`, oneWay ? [item] : [...connected, item]);
}
