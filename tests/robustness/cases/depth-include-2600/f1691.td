include "f1692.td"
