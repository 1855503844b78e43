include "f2026.td"
