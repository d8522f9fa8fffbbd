/** What the jobs area offers the other areas: import it only through this file. */
export { getProject, listProjects, loadProject, type ProjectRecord, saveProject } from './data/projects.js';
export { projectFromSignedContract } from './service/project-from-contract.js';
export { toProject, toProjectInsurance } from './service/project-view.js';
export { projectOfStatusToken } from './service/homeowner-link-service.js';
export { getProjectFor, listProjectsFor } from './service/projects-service.js';
