import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../layout/NotFoundPage';
import type { ResourceDeclaration } from '../../dataProvider/defineResource';
import { DerivedForm } from './DerivedForm';
import { DerivedList } from './DerivedList';
import { DerivedShow } from './DerivedShow';
import { useCompanyRole } from '../../custom/crm/hooks/useCompanyRole';
import type { ResourceAction } from './resourceAccess';
import { useResourceAccess } from './useResourceAccess';

/**
 * A declared resource's screens under its path (mount as `<Route path="<path>/*">`): the list,
 * `create`, `:id` (edit) and `:id/show` when declared, each derived unless the declaration gives
 * its own view for it. A screen the role may not use is not routed (the not-found page says so
 * instead of a form the server would refuse), nor is a derived edit form for a resource it could
 * not load (no `get` call: collaborators change their role in the list).
 */
export function ResourceRoutes({ resource }: { resource: ResourceDeclaration }) {
  const can = useResourceAccess(resource);
  // While the role loads every screen is routed (its buttons wait for the role): no not-found flash.
  const role = useCompanyRole();
  const routed = (action: ResourceAction) => role === undefined || can(action);
  const views = resource.views ?? {};
  const List = views.list, Create = views.create, Edit = views.edit, Show = views.show;
  return (
    <Routes>
      {routed('list') && <Route index element={List ? <List /> : <DerivedList resource={resource} />} />}
      {routed('create') && <Route path="create" element={Create ? <Create /> : <DerivedForm resource={resource} mode="create" />} />}
      {routed('edit') && (Edit || resource.endpoints.get) && <Route path=":id" element={Edit ? <Edit /> : <DerivedForm resource={resource} mode="edit" />} />}
      {resource.show && <Route path=":id/show" element={Show ? <Show /> : <DerivedShow resource={resource} />} />}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
