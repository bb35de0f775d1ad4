/** Tests of the project schemas: project form rules, including the timeline rules. */
import { describe, expect, it } from 'vitest';

import { commonMessages } from './common';
import {
  projectCreateInput,
  projectFieldLiveMessages,
  projectListInput,
  projectMessages,
  projectUpdateInput,
} from './project';
import { errorsOf, expectError, expectFieldError, expectRefusals, parseOk } from './test-helpers';

const m = projectMessages;

const valid = {
  service_id: 'svc_1',
  title: 'Lakeside Villa',
  builtup_area_sqft: 3200.5,
  location: 'Pune',
  client_name: 'Mr. Sharma',
  start_month: 'March',
  start_year: 2020,
  end_month: 'November',
  end_year: 2021,
  scope_of_work: 'Design and construction of a three-storey villa.',
};

describe('projectCreateInput', () => {
  it('accepts a complete project and defaults is_enabled to true', () => {
    expect(parseOk(projectCreateInput, valid)).toEqual({ ...valid, is_enabled: true });
  });

  it('accepts an ongoing project: empty optional values become null', () => {
    expect(
      parseOk(projectCreateInput, {
        ...valid,
        builtup_area_sqft: '',
        end_month: '',
        end_year: null,
        is_enabled: false,
      }),
    ).toEqual({
      ...valid,
      builtup_area_sqft: null,
      end_month: null,
      end_year: null,
      is_enabled: false,
    });
    const absent = parseOk(projectCreateInput, {
      service_id: 'svc_1',
      title: 'Lakeside Villa',
      location: 'Pune',
      client_name: 'Mr. Sharma',
      start_month: 'March',
      start_year: 2020,
      scope_of_work: valid.scope_of_work,
    });
    expect(absent.builtup_area_sqft).toBeNull();
    expect(absent.end_month).toBeNull();
    expect(absent.end_year).toBeNull();
  });

  it('accepts numeric strings for the years and the area (form values)', () => {
    expect(
      parseOk(projectCreateInput, {
        ...valid,
        builtup_area_sqft: '1200',
        start_year: '2020',
        end_year: '2021',
      }),
    ).toMatchObject({ builtup_area_sqft: 1200, start_year: 2020, end_year: 2021 });
    expect(parseOk(projectCreateInput, { ...valid, builtup_area_sqft: 0 }).builtup_area_sqft).toBe(
      0,
    );
  });

  it('reports every required field when empty', () => {
    const emptied = errorsOf(projectCreateInput, {
      service_id: '',
      title: '',
      location: '',
      client_name: '',
      start_month: '',
      start_year: '',
      scope_of_work: '',
    });
    expect(emptied).toEqual({
      service_id: [m.serviceRequired],
      title: [m.titleRequired],
      location: [m.locationRequired],
      client_name: [m.clientNameRequired],
      start_month: [m.startMonthRequired],
      start_year: [m.startYearRequired],
      scope_of_work: [m.scopeRequired],
    });
    expect(errorsOf(projectCreateInput, {})).toEqual(emptied);
  });

  it.each([
    ['title', 'ab', m.titleTooShort],
    ['title', 't'.repeat(256), m.titleTooLong],
    ['builtup_area_sqft', -1, m.builtupAreaInvalid],
    ['builtup_area_sqft', '-5', m.builtupAreaInvalid],
    ['builtup_area_sqft', 'abc', m.builtupAreaInvalid],
    ['builtup_area_sqft', Number.NaN, m.builtupAreaInvalid],
    ['builtup_area_sqft', 1e13, m.builtupAreaTooLarge],
    ['location', 'ab', m.locationTooShort],
    ['location', 'l'.repeat(256), m.locationTooLong],
    ['client_name', 'ab', m.clientNameTooShort],
    ['client_name', 'c'.repeat(256), m.clientNameTooLong],
    ['start_month', 'Marchember', m.startMonthInvalid],
    ['start_month', 'm'.repeat(21), m.startMonthTooLong],
    ['start_year', 1899, m.startYearRange],
    ['start_year', '2101', m.startYearRange],
    ['start_year', 2020.5, m.startYearRange],
    ['start_year', 'soon', m.startYearRange],
    ['end_month', 'Smarch', m.endMonthInvalid],
    ['end_month', 'm'.repeat(21), m.endMonthTooLong],
    ['end_year', 1974, m.endYearRange],
    ['end_year', '2031', m.endYearRange],
    ['scope_of_work', 'Too short scope', m.scopeTooShort],
  ])('rejects %s = %j', (field, value, message) => {
    expectError(projectCreateInput, { ...valid, [field]: value }, field, message);
  });

  it.each([
    ['title', 'Abc'],
    ['title', 't'.repeat(255)],
    ['location', 'Goa'],
    ['client_name', 'c'.repeat(255)],
    ['start_year', 1900],
    ['start_year', 2021],
    ['end_year', 2030],
    ['scope_of_work', 's'.repeat(20)],
    ['builtup_area_sqft', '1500.75'],
  ])('accepts %s = %j', (field, value) => {
    expect(errorsOf(projectCreateInput, { ...valid, [field]: value })).toEqual({});
  });

  describe('timeline rules', () => {
    it('rejects an end year before the start year', () => {
      expectError(
        projectCreateInput,
        { ...valid, start_year: 2022, end_year: 2021 },
        'end_year',
        m.endYearBeforeStartYear,
      );
    });

    it('rejects an end month before the start month in the same year', () => {
      expectError(
        projectCreateInput,
        { ...valid, start_month: 'June', start_year: 2021, end_month: 'May', end_year: 2021 },
        'end_month',
        m.endMonthBeforeStartMonth,
      );
    });

    it('accepts the same month of the same year, and an earlier month of a later year', () => {
      const sameMonth = { ...valid, start_month: 'June', end_month: 'June', end_year: 2020 };
      expect(errorsOf(projectCreateInput, sameMonth)).toEqual({});
      const laterYear = { ...valid, start_month: 'June', end_month: 'January', end_year: 2021 };
      expect(errorsOf(projectCreateInput, laterYear)).toEqual({});
    });

    it('needs an end month with an end year, and an end year with an end month', () => {
      expectFieldError(projectCreateInput, valid, { end_month: '' }, m.endMonthRequiredWithEndYear);
      expectFieldError(
        projectCreateInput,
        valid,
        { end_year: null },
        m.endYearRequiredWithEndMonth,
      );
    });

    it('still applies while other fields have errors', () => {
      expect(
        errorsOf(projectCreateInput, { ...valid, title: '', start_year: 2025, end_year: 2021 }),
      ).toEqual({ title: [m.titleRequired], end_year: [m.endYearBeforeStartYear] });
    });

    it('does not compare years that failed their own range rule', () => {
      expect(errorsOf(projectCreateInput, { ...valid, start_year: 2020, end_year: 1970 })).toEqual({
        end_year: [m.endYearRange],
      });
    });
  });

  it('exposes the live "is required" messages', () => {
    expect(projectFieldLiveMessages).toEqual({
      title: 'Project title is required',
      location: 'Location is required',
      client_name: 'Client name is required',
      scope_of_work: 'Scope of work is required',
    });
  });
});

describe('projectUpdateInput', () => {
  it('adds the id and keeps every create rule', () => {
    expect(parseOk(projectUpdateInput, { ...valid, id: 'prj_1', is_enabled: '0' })).toEqual({
      ...valid,
      id: 'prj_1',
      is_enabled: false,
    });
    expectRefusals(projectUpdateInput, [
      [valid, 'id', commonMessages.idRequired],
      [{ ...valid, id: 'prj_1', end_year: 2019 }, 'end_year', m.endYearBeforeStartYear],
    ]);
  });

  it('leaves an absent is_enabled unchanged', () => {
    expect(parseOk(projectUpdateInput, { ...valid, id: 'prj_1' }).is_enabled).toBeUndefined();
  });
});

describe('projectListInput', () => {
  it('adds an optional service filter to the list query', () => {
    expect(parseOk(projectListInput, { service_id: 'svc_1', limit: '5' })).toEqual({
      page: 1,
      limit: 5,
      status: 'all',
      service_id: 'svc_1',
    });
    expect(parseOk(projectListInput, { service_id: '' }).service_id).toBeUndefined();
  });
});
