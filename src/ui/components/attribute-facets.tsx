import { useState } from 'react';
import type { AttributeFacet } from '../../application/ports/bff-payloads';
import { formatSpecChoice, parseSpecChoice, type SpecChoice, specValueKey } from '../../domain/catalog';
import './facets.css';

/** How many values a group shows before its "Show all" toggle. */
export const ATTRIBUTE_VALUES_SHOWN = 8;

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const sameValue = (a: string, b: string) => specValueKey(a) === specValueKey(b);
const isChosen = (chosen: readonly SpecChoice[], name: string, value: string) =>
  chosen.some((c) => sameText(c.name, name) && sameValue(c.value, value));

/** The attribute choices a URL holds (`spec=Name:Value`, repeated); malformed ones are ignored. */
export const specChoicesOf = (search: URLSearchParams): SpecChoice[] =>
  search.getAll('spec').flatMap((text) => {
    const choice = parseSpecChoice(text);
    return choice ? [choice] : [];
  });

/** The URL's parameters with one attribute value ticked or unticked (and the page reset: the set changed). */
export function toggleSpec(search: URLSearchParams, name: string, value: string): URLSearchParams {
  const params = new URLSearchParams(search);
  const chosen = specChoicesOf(search);
  const next = isChosen(chosen, name, value)
    ? chosen.filter((c) => !(sameText(c.name, name) && sameValue(c.value, value)))
    : [...chosen, { name, value }];
  params.delete('spec');
  params.delete('page');
  for (const choice of next) params.append('spec', formatSpecChoice(choice));
  return params;
}

/** One checkbox group per spec name; a value no match has is disabled unless chosen. */
export function AttributeFacets({
  facets,
  chosen,
  onToggle,
}: {
  facets: readonly AttributeFacet[];
  chosen: readonly SpecChoice[];
  onToggle: (name: string, value: string) => void;
}) {
  return (
    <>
      {facets.map((facet) => (
        <AttributeGroup key={facet.name} facet={facet} chosen={chosen} onToggle={onToggle} />
      ))}
    </>
  );
}

function AttributeGroup({
  facet,
  chosen,
  onToggle,
}: {
  facet: AttributeFacet;
  chosen: readonly SpecChoice[];
  onToggle: (name: string, value: string) => void;
}) {
  const long = facet.values.length > ATTRIBUTE_VALUES_SHOWN;
  // A chosen value past the first few keeps the group open, so a shared link shows its tick.
  const chosenLate = facet.values.slice(ATTRIBUTE_VALUES_SHOWN).some((v) => isChosen(chosen, facet.name, v.value));
  const [expanded, setExpanded] = useState(false);
  const open = !long || expanded || chosenLate;
  const shown = open ? facet.values : facet.values.slice(0, ATTRIBUTE_VALUES_SHOWN);
  const id = `facet-spec-${facet.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <fieldset className="facet facet--attribute" id={id} data-spec={facet.name}>
      <legend>{facet.name}</legend>
      <div className="facet__options" id={`${id}-options`}>
        {shown.map((v) => {
          const checked = isChosen(chosen, facet.name, v.value);
          return (
            <label key={v.value} className="facet__option">
              <input
                type="checkbox"
                name={`spec-${facet.name}`}
                value={v.value}
                checked={checked}
                disabled={v.count === 0 && !checked}
                onChange={() => onToggle(facet.name, v.value)}
              />
              {v.label} <span className="facet__count">({v.count})</span>
            </label>
          );
        })}
      </div>
      {long && !chosenLate && (
        <button type="button" className="facet__more" aria-expanded={open} aria-controls={`${id}-options`} onClick={() => setExpanded((e) => !e)}>
          {open ? 'Show fewer' : `Show all ${facet.values.length}`}
        </button>
      )}
    </fieldset>
  );
}
