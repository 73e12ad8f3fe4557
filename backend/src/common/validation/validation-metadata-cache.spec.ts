import { IsInt, IsString, getMetadataStorage, validate } from 'class-validator';
import { keepValidationMetadata } from './validation-metadata-cache';

class Person {
  @IsString()
  name!: unknown;
}

class Worker extends Person {
  @IsInt()
  jobs!: unknown;
}

const failedFields = async (object: object, groups?: string[]) =>
  (await validate(object, groups ? { groups } : {})).map((error) => error.property).sort();

describe('keepValidationMetadata', () => {
  const storage = getMetadataStorage();
  const lookUp = jest.spyOn(storage, 'getTargetValidationMetadatas');
  keepValidationMetadata(storage);
  keepValidationMetadata(storage);

  beforeEach(() => lookUp.mockClear());

  it("looks a class's rules up once, its parents' included, and validates with them every time", async () => {
    const worker = Object.assign(new Worker(), { name: 5, jobs: 'shumë' });
    expect(await failedFields(worker)).toEqual(['jobs', 'name']);
    expect(await failedFields(worker)).toEqual(['jobs', 'name']);
    expect(await failedFields(Object.assign(new Worker(), { name: 'Arben', jobs: 3 }))).toEqual([]);
    expect(lookUp).toHaveBeenCalledTimes(1);
  });

  it('sees rules declared after it kept some', async () => {
    expect(await failedFields(Object.assign(new Worker(), { name: 5, jobs: 1 }))).toEqual(['name']);
    class Manager extends Worker {
      @IsString()
      team!: unknown;
    }
    expect(await failedFields(Object.assign(new Manager(), { name: 5, jobs: 'x', team: 1 }))).toEqual([
      'jobs',
      'name',
      'team',
    ]);
    expect(await failedFields(Object.assign(new Worker(), { name: 5, jobs: 1 }))).toEqual(['name']);
  });

  it('leaves validations with groups to class-validator each time', async () => {
    const worker = Object.assign(new Worker(), { name: 5, jobs: 'x' });
    await failedFields(worker, ['admin']);
    await failedFields(worker, ['admin']);
    expect(lookUp).toHaveBeenCalledTimes(2);
  });
});
