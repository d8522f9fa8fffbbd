import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

// The app is a separate chunk: a prerendered page is readable as it arrives, so its JavaScript waits
// for the first paint instead of competing with the HTML and CSS for it; the empty shell starts at once.
const start = () => void import('./app/start-app').then((app) => app.startApp(container));
if (container.firstElementChild) requestAnimationFrame(() => setTimeout(start));
else start();
