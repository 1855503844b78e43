include "f692.td"
