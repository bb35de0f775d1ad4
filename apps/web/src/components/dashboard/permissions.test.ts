import { PRESET_ROLES, type Permission } from '@kasar/api/permissions';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { DASHBOARD_NAV, navFor } from './nav';
import { PermissionsProvider, useCan, type DashboardRole } from './permissions';

const labelsFor = (role: keyof typeof PRESET_ROLES) =>
  navFor(PRESET_ROLES[role].permissions).map((item) => item.label);

function roleOf(role: keyof typeof PRESET_ROLES): DashboardRole {
  return {
    id: role,
    name: PRESET_ROLES[role].name,
    permissions: PRESET_ROLES[role].permissions,
    limited: false,
  };
}

/** What `useCan(permission)` answers inside the provider of `role` (or outside any). */
function canAs(role: DashboardRole | null, permission: Permission) {
  function Probe() {
    return String(useCan(permission));
  }
  const probe = createElement(Probe);
  return renderToString(
    role ? createElement(PermissionsProvider, { role, children: probe }) : probe,
  );
}

describe('the sidebar lists only the sections the role may open', () => {
  it('an Owner sees every section, Roles and Backup included', () => {
    expect(labelsFor('owner')).toEqual(DASHBOARD_NAV.map((item) => item.label));
  });

  it('an Admin sees everything but Roles and Backup', () => {
    expect(labelsFor('admin')).toEqual(
      DASHBOARD_NAV.map((item) => item.label).filter(
        (label) => label !== 'Roles' && label !== 'Backup',
      ),
    );
  });

  it('an Editor sees the content, the Review queue, the Trash and the Activity log, no Team or Contacts', () => {
    expect(labelsFor('editor')).toEqual([
      'Overview',
      'Services',
      'Projects',
      'Banners',
      'Gallery',
      'Review',
      'Organization',
      'About Us',
      'Redirects',
      '404 log',
      'Activity',
      'Trash',
    ]);
  });

  it('a Contributor sees the services, projects, gallery and activity', () => {
    expect(labelsFor('contributor')).toEqual([
      'Overview',
      'Services',
      'Projects',
      'Gallery',
      'Activity',
    ]);
  });

  it('an Inquiries user sees the overview and the contacts alone', () => {
    expect(labelsFor('inquiries')).toEqual(['Overview', 'Contacts']);
  });

  it('a role without rights still has the overview', () => {
    expect(navFor([]).map((item) => item.label)).toEqual(['Overview']);
  });
});

describe('useCan', () => {
  it("answers from the provider's role", () => {
    expect(canAs(roleOf('contributor'), 'projects.create')).toBe('true');
    expect(canAs(roleOf('contributor'), 'projects.publish')).toBe('false');
    expect(canAs(roleOf('editor'), 'projects.publish')).toBe('true');
    expect(canAs(roleOf('inquiries'), 'contacts.export')).toBe('true');
    expect(canAs(roleOf('inquiries'), 'projects.view')).toBe('false');
  });

  it('allows nothing outside a provider', () => {
    expect(canAs(null, 'projects.view')).toBe('false');
  });
});
