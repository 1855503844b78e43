include "f953.td"
