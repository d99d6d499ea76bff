-- One PostgreSQL server, one database per service.
CREATE DATABASE cms;
CREATE DATABASE booking;
