import { lazy, Suspense } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { ChatNav } from '../chat/ChatNav';
import { NotFoundPage } from '../../layout/NotFoundPage';
import { PageLoader } from '../../components/PageLoader';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { CrmNav } from './components/CrmNav';
import { ResourceRoutes } from '../../resources/derived/ResourceRoutes';
import { RESOURCES } from '../../resources';
import { resourcesOfArea } from '../../routes/resourceRouteDefs';

// Each screen is its own chunk: the board (dnd-kit) and the import wizard load only when opened.
const ContactList = lazy(() => import('../../resources/contacts/ContactList'));
const ContactCreate = lazy(() => import('../../resources/contacts/ContactCreate'));
const ContactShow = lazy(() => import('../../resources/contacts/ContactShow'));
const PipelineBoard = lazy(() => import('../../resources/pipelines/PipelineBoard'));
const ImportWizard = lazy(() => import('./import/ImportWizard'));
const ChatInbox = lazy(() => import('../chat/inbox/ChatInbox'));
const ChatSessionPage = lazy(() => import('../chat/session/ChatSessionPage'));

// Declared resources of the CRM group (lists, properties…) are routed here from their declarations.
const CRM_RESOURCES = resourcesOfArea(RESOURCES, 'crm');
// Chat resources under crm/chat (chatbots have their own SPEC route, crm/chatbots).
const CHAT_RESOURCES = resourcesOfArea(RESOURCES, 'chat').filter((r) => r.path!.startsWith('crm/chat/'));

/** The chat's screens share its tabs. */
function ChatSection() {
  return (
    <>
      <ChatNav />
      <Outlet />
    </>
  );
}

/** The CRM's screens under `crm/*` (workflows and chatbots have their own routes in the route table). */
export function CrmRoutes() {
  // Absolute: a relative "contacts" inside the splat route would resolve under the unknown path
  // itself (/crm/pipelines/contacts) and redirect forever.
  const contactsPath = useLocalizedPath()('crm/contacts');
  return (
    <>
      <CrmNav />
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route index element={<Navigate to={contactsPath} replace />} />
          <Route path="contacts" element={<ContactList />} />
          <Route path="contacts/create" element={<ContactCreate />} />
          <Route path="contacts/:id" element={<ContactShow />} />
          <Route path="board" element={<PipelineBoard />} />
          <Route path="board/:pipelineId" element={<PipelineBoard />} />
          {CRM_RESOURCES.map((resource) => (
            <Route key={resource.name} path={`${resource.path!.slice('crm/'.length)}/*`} element={<ResourceRoutes resource={resource} />} />
          ))}
          <Route path="import" element={<ImportWizard />} />
          <Route path="chat" element={<ChatSection />}>
            <Route index element={<ChatInbox />} />
            <Route path="session" element={<ChatSessionPage />} />
            {CHAT_RESOURCES.map((resource) => (
              <Route key={resource.name} path={`${resource.path!.slice('crm/chat/'.length)}/*`} element={<ResourceRoutes resource={resource} />} />
            ))}
            <Route path=":conversationId" element={<ChatInbox />} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </>
  );
}
