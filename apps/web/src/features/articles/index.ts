export { ArticleListScreen } from './ArticlesPages';
export { HelpCenterScreen } from './HelpCenterScreen';
