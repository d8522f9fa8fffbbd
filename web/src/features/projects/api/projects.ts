import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectStatus } from '@shared/jobs/projects.js';
import {
  crewList,
  phaseTemplate,
  project,
  boardProjectsPage,
  projectsSummary,
  weekSchedule,
  type AddPhaseRequest,
  type CreateProjectRequest,
  type MaterialOrderLine,
  type Project,
  type UpdatePhaseRequest,
} from '@shared/jobs/schemas/projects.js';
import { estimatesPage } from '@shared/estimates/schemas/estimates.js';
import { downloadLink } from '@shared/documents/schemas/proposals.js';
import { apiRequest } from '../../../lib/api-client';

const PROJECTS_KEY = ['projects'] as const;

/** GET /api/projects — one page (the board shows up to 200), filtered by status and search. */
export function useProjects(filters: { status?: ProjectStatus; q?: string }) {
  return useQuery({
    queryKey: [...PROJECTS_KEY, 'list', filters],
    queryFn: ({ signal }) =>
      apiRequest('/projects', {
        query: { limit: 200, status: filters.status, q: filters.q || undefined },
        schema: boardProjectsPage,
        signal,
      }),
  });
}

/** GET /api/projects/{id}. */
export function useProject(id: string) {
  return useQuery({
    queryKey: [...PROJECTS_KEY, 'one', id],
    queryFn: ({ signal }) => apiRequest(`/projects/${encodeURIComponent(id)}`, { schema: project, signal }),
  });
}

/** GET /api/projects/dashboard/summary. */
export function useProjectsSummary() {
  return useQuery({
    queryKey: [...PROJECTS_KEY, 'summary'],
    queryFn: ({ signal }) => apiRequest('/projects/dashboard/summary', { schema: projectsSummary, signal }),
  });
}

/** GET /api/projects/schedule?week= */
export function useWeekSchedule(week: string) {
  return useQuery({
    queryKey: [...PROJECTS_KEY, 'schedule', week],
    queryFn: ({ signal }) =>
      apiRequest('/projects/schedule', { query: { week }, schema: weekSchedule, signal }),
  });
}

/** GET /api/projects/crew — active members to pick a manager or crew from. */
export function useCrew() {
  return useQuery({
    queryKey: [...PROJECTS_KEY, 'crew'],
    queryFn: ({ signal }) => apiRequest('/projects/crew', { schema: crewList, signal }),
  });
}

/** GET /api/projects/phase-template */
export function usePhaseTemplate() {
  return useQuery({
    queryKey: [...PROJECTS_KEY, 'phase-template'],
    queryFn: ({ signal }) => apiRequest('/projects/phase-template', { schema: phaseTemplate, signal }),
  });
}

/** PUT /api/projects/phase-template */
export function useSavePhaseTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phases: string[]) =>
      apiRequest('/projects/phase-template', { method: 'PUT', body: { phases }, schema: phaseTemplate }),
    onSuccess: (saved) => queryClient.setQueryData([...PROJECTS_KEY, 'phase-template'], saved),
  });
}

/** POST /api/projects */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProjectRequest) =>
      apiRequest('/projects', { method: 'POST', body, schema: project }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}

/** One change of a project; its answer (the project in full) replaces the cached one. */
export function useProjectChange<V>(id: string, call: (base: string, variables: V) => Promise<Project>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => call(`/projects/${encodeURIComponent(id)}`, variables),
    onSuccess: (saved) => {
      queryClient.setQueryData([...PROJECTS_KEY, 'one', id], saved);
      void queryClient.invalidateQueries({ queryKey: [...PROJECTS_KEY, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...PROJECTS_KEY, 'schedule'] });
    },
  });
}

/** The project-changing calls, for useProjectChange. */
export const projectCalls = {
  status: (base: string, status: ProjectStatus) =>
    apiRequest(`${base}/status`, { method: 'PUT', query: { status }, schema: project }),
  manager: (base: string, managerId: string) =>
    apiRequest(`${base}/assign-manager`, {
      method: 'POST',
      query: { manager_id: managerId },
      schema: project,
    }),
  addPhase: (base: string, body: AddPhaseRequest) =>
    apiRequest(`${base}/phases`, { method: 'POST', body, schema: project }),
  updatePhase: (base: string, { phaseId, ...body }: UpdatePhaseRequest & { phaseId: string }) =>
    apiRequest(`${base}/phases/${encodeURIComponent(phaseId)}`, { method: 'PUT', body, schema: project }),
  worker: (base: string, { phaseId, workerId }: { phaseId: string; workerId: string }) =>
    apiRequest(`${base}/phases/${encodeURIComponent(phaseId)}/assign-worker`, {
      method: 'POST',
      query: { worker_id: workerId },
      schema: project,
    }),
  weatherDelay: (base: string, body: { days: number; reason?: string }) =>
    apiRequest(`${base}/weather-delay`, { method: 'POST', body, schema: project }),
  materialOrder: (base: string, lines: MaterialOrderLine[]) =>
    apiRequest(`${base}/material-order`, { method: 'PUT', body: { lines }, schema: project }),
  jobNotes: (base: string, notes: string) =>
    apiRequest(`${base}/job-notes`, { method: 'PUT', body: { job_notes: notes }, schema: project }),
};

/** GET /api/projects/{id}/material-order/pdf as JSON: a short-lived link to the order's PDF. */
export function materialOrderPdfLink(id: string): Promise<string> {
  return apiRequest(`/projects/${encodeURIComponent(id)}/material-order/pdf`, { schema: downloadLink }).then(
    (link) => link.url,
  );
}

/** GET /api/estimates — the newest estimates, to start a project from one. */
export function useRecentEstimates() {
  return useQuery({
    queryKey: ['estimates', 'for-project'],
    queryFn: ({ signal }) =>
      apiRequest('/estimates', { query: { limit: 50 }, schema: estimatesPage, signal }),
  });
}
