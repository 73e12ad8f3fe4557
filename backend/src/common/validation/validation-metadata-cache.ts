import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';

type Storage = ReturnType<typeof getMetadataStorage>;
type LookUp = Storage['getTargetValidationMetadatas'];

const wrapped = new WeakSet<Storage>();

/**
 * class-validator looks a DTO's rules up again on every validation, testing every class that has rules (hundreds
 * here) for being one of the DTO's parents: a twentieth of a job list's CPU under load. The rules are declared when
 * the classes load, so the answer for a class is kept (for validations without groups or schema, the API's only
 * kind); a rule added later forgets everything kept. What is kept is only read by class-validator.
 */
export function keepValidationMetadata(storage: Storage = getMetadataStorage()): void {
  // Every app the tests start builds its pipe: the storage is wrapped once.
  if (wrapped.has(storage)) return;
  wrapped.add(storage);
  const lookUp: LookUp = storage.getTargetValidationMetadatas.bind(storage);
  const group = storage.groupByPropertyName.bind(storage);
  const add = storage.addValidationMetadata.bind(storage);
  let rulesOf = new WeakMap<object, ValidationMetadata[]>();
  let groupedOf = new WeakMap<ValidationMetadata[], Record<string, ValidationMetadata[]>>();
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    if (schema || always || strictGroups || (groups && groups.length > 0))
      return lookUp(target, schema, always, strictGroups, groups);
    let rules = rulesOf.get(target);
    if (!rules) {
      rules = lookUp(target, schema, always, strictGroups, groups);
      rulesOf.set(target, rules);
      // The validator groups the list it was given by property next: kept beside it.
      groupedOf.set(rules, group(rules));
    }
    return rules;
  };
  storage.groupByPropertyName = (metadata) => groupedOf.get(metadata) ?? group(metadata);
  storage.addValidationMetadata = (metadata) => {
    rulesOf = new WeakMap();
    groupedOf = new WeakMap();
    add(metadata);
  };
}
