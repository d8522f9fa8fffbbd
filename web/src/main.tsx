import { boot } from './app/boot';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

boot(container);
