// The avatar shown for members without a picture, served by the member API itself so it always
// exists (GET /api/members/default-avatar.svg, through the gateway like every /api path).
export const DEFAULT_AVATAR_PATH = '/api/members/default-avatar.svg';

export const DEFAULT_AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img" aria-label="Member">
<rect width="128" height="128" rx="64" fill="#2e1a47"/>
<circle cx="64" cy="50" r="22" fill="#d4af37"/>
<path d="M24 108c6-22 22-34 40-34s34 12 40 34" fill="#d4af37"/>
</svg>
`;
